import { useCallback, useRef, useState } from 'react';
import type { RecognitionResult } from 'recipient-engine/recipients';
import { recognise } from './recognise';

/** Runs recognition, keeping only the latest answer when the user triggers it again meanwhile. */
export function useRecognition() {
  const [result, setResult] = useState<RecognitionResult | null>(null);
  const [running, setRunning] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const latest = useRef(0);

  const run = useCallback(async (text: string) => {
    const ticket = ++latest.current;
    setRunning(true);
    setFailure(null);
    try {
      const next = await recognise(text);
      if (ticket === latest.current) setResult(next);
      return next;
    } catch (error) {
      if (ticket === latest.current) setFailure(error instanceof Error ? error.message : '识别失败');
      return null;
    } finally {
      if (ticket === latest.current) setRunning(false);
    }
  }, []);

  return { result, running, failure, run };
}
