import { SheetMessages } from 'recipient-engine/sheets';
import { SHEET_TEXT } from './types';

it('the texts the tab says itself are the reader contract’s', () => {
  for (const [key, text] of Object.entries(SHEET_TEXT)) expect(SheetMessages[key as keyof typeof SHEET_TEXT]).toBe(text);
});
