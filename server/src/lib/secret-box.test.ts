import { randomBytes } from 'node:crypto';
import { createSecretBox } from './secret-box';

describe('secret box (AES-256-GCM)', () => {
  const box = createSecretBox(randomBytes(32));

  it('seals a value so that it reads back, differently each time, without the plain text in it', () => {
    const a = box.seal('110101199003076632');
    const b = box.seal('110101199003076632');
    expect(a).not.toBe(b);
    expect(a).not.toContain('110101');
    expect(box.open(a)).toBe('110101199003076632');
    expect(box.open(box.seal('买买提·艾力'))).toBe('买买提·艾力');
  });

  it('refuses a tampered value or another key', () => {
    const sealed = box.seal('张三');
    const [v, iv, tag, body] = sealed.split('.');
    const flipped = Buffer.from(body, 'base64url');
    flipped[0] ^= 1;
    expect(() => box.open([v, iv, tag, flipped.toString('base64url')].join('.'))).toThrow();
    expect(() => createSecretBox(randomBytes(32)).open(sealed)).toThrow();
    expect(() => box.open('plain text')).toThrow('not a sealed value');
    expect(() => createSecretBox(randomBytes(16))).toThrow('32 bytes');
  });
});
