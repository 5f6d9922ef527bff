import { useCallback, useRef, useState } from 'react';
import type { SheetResult } from '../types';
import { readSheetFile } from './read-sheet';

export interface SheetReader {
  /** Reads the file; resolves with the result, rejects with a SheetReadError (or any Error). */
  read: (file: File) => Promise<SheetResult>;
  /** A file is being read. */
  reading: boolean;
  /** 0…1 while reading. */
  progress: number;
}

/**
 * The tab's one door to the worker (tests mock this module). A file read while an earlier one is still
 * being read makes the earlier one's answer and progress irrelevant: only the latest counts.
 */
export function useSheetReader(): SheetReader {
  const [reading, setReading] = useState(false);
  const [progress, setProgress] = useState(0);
  const latest = useRef(0);

  const read = useCallback(async (file: File) => {
    const ticket = ++latest.current;
    setReading(true);
    setProgress(0);
    try {
      return await readSheetFile(file, (fraction) => {
        if (ticket === latest.current) setProgress(fraction);
      });
    } finally {
      if (ticket === latest.current) {
        setReading(false);
        setProgress(1);
      }
    }
  }, []);

  return { read, reading, progress };
}
