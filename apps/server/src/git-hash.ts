import { execFileSync } from 'node:child_process';

/** The short git hash of the working tree, or 'dev' when git is unavailable. */
export function detectGitHash(cwd: string): string {
  try {
    const hash = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd, stdio: ['ignore', 'pipe', 'ignore'], timeout: 2000 })
      .toString()
      .trim();
    return /^[0-9a-f]{4,40}$/.test(hash) ? hash : 'dev';
  } catch {
    return 'dev';
  }
}
