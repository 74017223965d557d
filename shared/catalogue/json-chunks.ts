/** Bodies below this are parsed in one JSON.parse: a few milliseconds at most. */
const ONE_PIECE_CHARS = 256 * 1024;
/** Characters scanned between two yields of the event loop (~1-3 ms of CPU). */
const SLICE_CHARS = 512 * 1024;

const yieldLoop = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * JSON.parse for bodies that may be large lists (a Tokens API list of 50,000 tokens is ~13 MB,
 * ~100 ms of one blocking JSON.parse): a top-level array is cut into its elements by a scan that
 * follows strings and nesting, each element parsed alone, with the event loop free every
 * SLICE_CHARS; anything else, and small bodies, go through JSON.parse. Same answer as
 * JSON.parse, and a SyntaxError for what JSON.parse refuses.
 */
export async function parseJsonYielding(text: string): Promise<unknown> {
  const start = text.search(/\S/);
  if (text.length < ONE_PIECE_CHARS || start < 0 || text[start] !== '[') return JSON.parse(text);
  const out: unknown[] = [];
  let depth = 0;
  let inString = false;
  let elementStart = -1;
  let sinceYield = 0;
  let closed = -1;
  for (let i = start + 1; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 92 /* \\ */) i++;
      else if (c === 34 /* " */) inString = false;
    } else if (c === 34) {
      inString = true;
      if (elementStart < 0) elementStart = i;
    } else if (c === 123 /* { */ || c === 91 /* [ */) {
      if (elementStart < 0) elementStart = i;
      depth++;
    } else if (c === 125 /* } */ || c === 93 /* ] */) {
      if (depth === 0) {
        if (c !== 93) throw new SyntaxError('Unexpected } in JSON');
        if (elementStart < 0 && out.length > 0) throw new SyntaxError('Unexpected ] after , in JSON');
        if (elementStart >= 0) out.push(JSON.parse(text.slice(elementStart, i)));
        closed = i;
        break;
      }
      depth--;
    } else if (c === 44 /* , */ && depth === 0) {
      if (elementStart < 0) throw new SyntaxError('Unexpected , in JSON');
      out.push(JSON.parse(text.slice(elementStart, i)));
      elementStart = -1;
    } else if (elementStart < 0 && c > 32) {
      elementStart = i;
    }
    if (++sinceYield >= SLICE_CHARS) {
      sinceYield = 0;
      await yieldLoop();
    }
  }
  if (closed < 0 || text.slice(closed + 1).trim() !== '') throw new SyntaxError('Unexpected end or trailing characters in JSON');
  return out;
}
