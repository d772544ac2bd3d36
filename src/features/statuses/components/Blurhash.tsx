import { useEffect, useRef } from 'react';
import { afterFirstPaint } from '../../../ui/firstPaint';

// The decoder arrives with the first placeholder drawn, not with the app: until then (a few
// milliseconds) the placeholder is the plain background it would be for an invalid hash.
const loadDecoder = () => import('blurhash');

interface BlurhashProps {
  hash: string | null | undefined;
  width?: number;
  height?: number;
  className?: string;
}

/** The blurred preview of an image, drawn small and stretched by CSS until the image loads. */
export function Blurhash({
  hash,
  width = 32,
  height = 32,
  className = 'media-gallery__preview',
}: BlurhashProps) {
  const canvasRef = useRef<HTMLCanvasElement>(null);

  useEffect(() => {
    let cancelled = false;
    const draw = () =>
      void loadDecoder().then(({ decode, isBlurhashValid }) => {
        const canvas = canvasRef.current;
        if (cancelled || !canvas || !hash || !isBlurhashValid(hash).result) return;
        const context = canvas.getContext('2d');
        if (!context) return;
        try {
          const image = context.createImageData(width, height);
          image.data.set(decode(hash, width, height));
          context.putImageData(image, 0, 0);
        } catch {
          // A hash that passes validation can still be inconsistent; the plain background stays.
        }
      });
    const cancel = afterFirstPaint(draw);
    return () => {
      cancelled = true;
      cancel();
    };
  }, [hash, width, height]);

  return <canvas ref={canvasRef} className={className} width={width} height={height} aria-hidden="true" />;
}
