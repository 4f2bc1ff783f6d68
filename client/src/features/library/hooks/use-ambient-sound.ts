import { useEffect, useState } from 'react';

/** A soft synthesised pad under the preview: silent until the visitor unmutes it (browsers forbid autoplay). */
export function useAmbientSound() {
  const [muted, setMuted] = useState(true);
  useEffect(() => {
    if (muted) return;
    const context = new AudioContext();
    const gain = context.createGain();
    gain.gain.setValueAtTime(0, context.currentTime);
    gain.gain.linearRampToValueAtTime(0.05, context.currentTime + 1.5);
    const filter = context.createBiquadFilter();
    filter.type = 'lowpass';
    filter.frequency.value = 900;
    filter.connect(gain).connect(context.destination);
    // A major chord, gently detuned so it breathes.
    const voices = [220, 277.18, 329.63, 440].map((frequency, i) => {
      const oscillator = context.createOscillator();
      oscillator.type = i % 2 ? 'triangle' : 'sine';
      oscillator.frequency.value = frequency;
      oscillator.detune.value = (i - 1.5) * 4;
      oscillator.connect(filter);
      oscillator.start();
      return oscillator;
    });
    return () => {
      for (const voice of voices) voice.stop();
      void context.close();
    };
  }, [muted]);
  return { muted, toggle: () => setMuted((was) => !was) };
}
