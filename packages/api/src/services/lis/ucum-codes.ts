import { createRequire } from 'node:module';
import { isWellFormedUcum } from '@eqa/core';

/** The part of @lhncbc/ucum-lhc (CommonJS, no types of its own) the portal uses. */
interface UcumPackage {
  UcumLhcUtils: {
    getInstance(): { validateUnitString(unit: string, suggest?: boolean): { status: 'valid' | 'invalid' | 'error' } };
  };
}

type UcumUtils = ReturnType<UcumPackage['UcumLhcUtils']['getInstance']>;
let utils: UcumUtils | null = null;

/**
 * A UCUM unit code as the NLM's UCUM library reads it (stack.md: @lhncbc/ucum-lhc): `mmol/L`,
 * `10*9/L`, `{INR}` are; `mmolL`, `mmol /L` are not. The syntax is checked first (core
 * isWellFormedUcum), so the library only sees codes it can parse; it and its definitions load on
 * first use (a CommonJS package, required from here).
 */
export function isUcumCode(code: string): boolean {
  if (!isWellFormedUcum(code)) return false;
  utils ??= (createRequire(import.meta.url)('@lhncbc/ucum-lhc') as UcumPackage).UcumLhcUtils.getInstance();
  return utils.validateUnitString(code, false).status === 'valid';
}
