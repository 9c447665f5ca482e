/**
 * The error a job run records when the process that held it went away before it finished (an
 * in-process job lost in a restart). The web shows it as a translated sentence, not as this code.
 */
export const JOB_INTERRUPTED = 'job_interrupted';
