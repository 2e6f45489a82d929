import { renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useUploadedImage } from './uploaded-image';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('useUploadedImage', () => {
  it('uses a data URL as it is, and nothing for an empty value', () => {
    const dataUrl = 'data:image/png;base64,iVBORw0KGgo=';
    expect(renderHook(() => useUploadedImage(dataUrl)).result.current).toBe(dataUrl);
    expect(renderHook(() => useUploadedImage('')).result.current).toBeNull();
  });

  it('fetches an uploaded signature and shows it from a blob URL', async () => {
    const fetch = vi.fn(() => Promise.resolve(new Response('png')));
    vi.stubGlobal('fetch', fetch);
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:signature');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    const { result } = renderHook(() => useUploadedImage('/uploads/abc.png'));
    expect(result.current).toBeNull();
    await waitFor(() => {
      expect(result.current).toBe('blob:signature');
    });
    expect(fetch).toHaveBeenCalledWith('/uploads/abc.png', expect.anything());
  });
});
