// The board's ring for a new order (issue 22 §5): two short tones made with Web Audio (nothing
// downloaded), switchable, the choice kept on the device. Browsers start audio only after a
// gesture on the page: the audio context is made and resumed on the first tap or key press (or
// on the switch itself); until then `locked` is true and the board offers a button that does it.
import { useCallback, useEffect, useState } from 'react';
import { createStore, useStore } from '../../../lib/store.ts';

const SOUND_KEY = 'tessera.board.sound';

const readOn = () => {
  try {
    return localStorage.getItem(SOUND_KEY) !== 'off';
  } catch {
    return true;
  }
};

type AudioContextClass = typeof AudioContext;
const audioClass = (): AudioContextClass | undefined =>
  typeof window === 'undefined'
    ? undefined
    : (window.AudioContext ??
      (window as unknown as { webkitAudioContext?: AudioContextClass }).webkitAudioContext);

let context: AudioContext | undefined;
/** Whether audio may play (a gesture has resumed the context). */
const unlockedStore = createStore(false);

/** Makes and resumes the audio context: call from a gesture. */
export function unlockAudio() {
  const Ctx = audioClass();
  if (!Ctx) return;
  context ??= new Ctx();
  void context
    .resume()
    .then(() => unlockedStore.set(context?.state === 'running'))
    .catch(() => {});
}

/** Two short tones (880 Hz then 1320 Hz, 0.15 s each), quiet enough for a shop. */
export function playRing() {
  if (context?.state !== 'running') return false;
  const start = context.currentTime + 0.01;
  [880, 1320].forEach((frequency, i) => {
    const c = context as AudioContext;
    const osc = c.createOscillator();
    const gain = c.createGain();
    osc.type = 'sine';
    osc.frequency.value = frequency;
    const at = start + i * 0.18;
    gain.gain.setValueAtTime(0.0001, at);
    gain.gain.exponentialRampToValueAtTime(0.3, at + 0.02);
    gain.gain.exponentialRampToValueAtTime(0.0001, at + 0.15);
    osc.connect(gain).connect(c.destination);
    osc.start(at);
    osc.stop(at + 0.16);
  });
  return true;
}

/** The sound switch and the ring; the first gesture on the page unlocks the audio. */
export function useRing() {
  const [on, setOnState] = useState(readOn);
  const unlocked = useStore(unlockedStore);
  useEffect(() => {
    if (unlocked || !on) return;
    const gesture = () => unlockAudio();
    window.addEventListener('pointerdown', gesture, { once: true });
    window.addEventListener('keydown', gesture, { once: true });
    return () => {
      window.removeEventListener('pointerdown', gesture);
      window.removeEventListener('keydown', gesture);
    };
  }, [unlocked, on]);
  const setOn = useCallback((next: boolean) => {
    setOnState(next);
    try {
      localStorage.setItem(SOUND_KEY, next ? 'on' : 'off');
    } catch {
      // private mode: the choice lasts this visit
    }
    if (next) unlockAudio();
  }, []);
  const ring = useCallback(() => (on ? playRing() : false), [on]);
  return { on, setOn, locked: on && !unlocked && Boolean(audioClass()), ring };
}
