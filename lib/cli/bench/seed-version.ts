/** Raised when the benchmark's data set gains what older ones lack: the benchmark then seeds afresh. */
export const SEED_VERSION = 2;
