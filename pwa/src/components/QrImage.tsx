import { Image } from '@mantine/core';
import QRCode from 'qrcode';
import { useEffect, useState } from 'react';

/** An address as a QR code for a tablet or phone in the room to scan; nothing until it is made. */
export function QrImage({ url, alt, size = 160 }: { url: string; alt: string; size?: number }) {
  const [qr, setQr] = useState<string | null>(null);
  useEffect(() => {
    QRCode.toDataURL(url, { margin: 1, width: 200 }).then(setQr, () => {
      setQr(null);
    });
  }, [url]);
  return qr ? <Image src={qr} alt={alt} w={size} h={size} /> : null;
}
