let context: AudioContext | null = null;

// jsdom and some older browsers have no Web Audio.
const audioContextConstructor = (): typeof AudioContext | undefined =>
  typeof AudioContext === 'function' ? AudioContext : undefined;

/**
 * A 90 ms confirmation blip made with Web Audio, so no audio file is shipped. Silently does nothing
 * where Web Audio is missing or blocked: the sound is a courtesy, never required.
 */
export const playToggleSound = (isOn: boolean) => {
  const Constructor = audioContextConstructor();
  if (!Constructor) return;
  try {
    context ??= new Constructor();
    const oscillator = context.createOscillator();
    const gain = context.createGain();
    const now = context.currentTime;
    oscillator.type = 'sine';
    // A higher pitch for "on" and a lower one for "off" tells the two apart without looking.
    oscillator.frequency.setValueAtTime(isOn ? 880 : 520, now);
    gain.gain.setValueAtTime(0.08, now);
    gain.gain.exponentialRampToValueAtTime(0.0001, now + 0.09);
    oscillator.connect(gain).connect(context.destination);
    oscillator.start(now);
    oscillator.stop(now + 0.1);
  } catch {
    // Ignored: audio may be blocked by the browser's autoplay policy.
  }
};
