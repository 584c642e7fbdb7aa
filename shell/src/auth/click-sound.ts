// The click sound of §2.10 (login, demo login, sign-up submit): a short tone, silent where audio is unavailable.
export function playClickSound(): void {
  const AudioCtor = typeof window === 'undefined' ? undefined : window.AudioContext;
  if (!AudioCtor) return;
  try {
    const ctx = new AudioCtor();
    const osc = ctx.createOscillator();
    const gain = ctx.createGain();
    osc.frequency.value = 880;
    gain.gain.setValueAtTime(0.08, ctx.currentTime);
    gain.gain.exponentialRampToValueAtTime(0.0001, ctx.currentTime + 0.08);
    osc.connect(gain).connect(ctx.destination);
    osc.start();
    osc.stop(ctx.currentTime + 0.08);
    osc.onended = () => void ctx.close();
  } catch {
    // audio refused (autoplay policy): the click stays silent
  }
}
