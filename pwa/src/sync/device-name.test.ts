import { describe, expect, it } from 'vitest';
import { deviceNameOf } from './device-name';

describe('deviceNameOf', () => {
  it('names the browser and the system, most specific first', () => {
    expect(
      deviceNameOf(
        'Mozilla/5.0 (iPad; CPU OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
      ),
    ).toBe('Safari on iPad');
    expect(
      deviceNameOf(
        'Mozilla/5.0 (Linux; Android 14; SM-X710) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36',
      ),
    ).toBe('Chrome on Android tablet');
    expect(
      deviceNameOf(
        'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36 Edg/126.0',
      ),
    ).toBe('Edge on Windows');
  });
  it('gives nothing for an agent it cannot read', () => {
    expect(deviceNameOf('')).toBeUndefined();
  });
});
