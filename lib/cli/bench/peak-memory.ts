/**
 * Runs `work` while sampling the server's memory every `everyMs`: what it answers, the memory just
 * before it, and the highest sample meanwhile.
 */
export async function duringWork<T>(
  sampleMb: () => number,
  everyMs: number,
  work: () => Promise<T>,
): Promise<{ result: T; beforeMb: number; peakMb: number }> {
  const beforeMb = sampleMb();
  let peakMb = beforeMb;
  const sampler = setInterval(() => {
    peakMb = Math.max(peakMb, sampleMb());
  }, everyMs);
  try {
    const result = await work();
    return { result, beforeMb, peakMb };
  } finally {
    clearInterval(sampler);
  }
}
