import { useEffect, useRef, useState } from 'react';
import { styled } from 'styled-components';
import { Trans } from '@lingui/react/macro';

const Frame = styled.div`
  position: relative;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.video};
  aspect-ratio: 4 / 3;
  max-height: 50vh;

  video {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

const Problem = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.colors.textInverse};
  font-weight: 600;
`;

/** The same code read again within this time is the same ticket still held up to the camera. */
const SAME_CODE_MS = 4000;

/**
 * The phone's back camera reading QR codes (qr-scanner: the browser's BarcodeDetector where present,
 * else its worker). Each new code goes to `onCode`, upper-cased; the camera stops when this unmounts.
 */
export function QrCamera({ onCode }: { onCode: (code: string) => void }) {
  const video = useRef<HTMLVideoElement>(null);
  const [failed, setFailed] = useState(false);
  const latest = useRef(onCode);
  useEffect(() => {
    latest.current = onCode;
  });

  useEffect(() => {
    let stopped = false;
    let scanner: { stop(): void; destroy(): void } | null = null;
    let last = { code: '', at: 0 };
    void import('qr-scanner')
      .then(({ default: QrScanner }) => {
        if (stopped || !video.current) return;
        const instance = new QrScanner(
          video.current,
          (result) => {
            const code = result.data.trim().toUpperCase();
            const now = Date.now();
            if (!code || (code === last.code && now - last.at < SAME_CODE_MS)) return;
            last = { code, at: now };
            latest.current(code);
          },
          { returnDetailedScanResult: true, preferredCamera: 'environment', maxScansPerSecond: 8 },
        );
        scanner = instance;
        return instance.start();
      })
      .catch(() => {
        if (!stopped) setFailed(true);
      });
    return () => {
      stopped = true;
      scanner?.stop();
      scanner?.destroy();
    };
  }, []);

  return (
    <Frame>
      {failed ? (
        <Problem role="alert">
          <Trans>The camera could not be opened. Type the booking number below instead.</Trans>
        </Problem>
      ) : (
        // The camera's picture has no sound and nothing to caption.
        <video ref={video} muted playsInline data-testid="qr-camera" />
      )}
    </Frame>
  );
}
