// The reissue reader's chunk, imported lazily by read-reissue.ts: readReissueSheet (recipient-engine/sheets)
// brings SheetJS, which must stay out of the remote's main chunks. The file has two columns, so it is read
// on the main thread, once the chunk is loaded.
export { readReissueSheet } from 'recipient-engine/sheets';
