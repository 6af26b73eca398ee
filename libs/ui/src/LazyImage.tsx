import { Box, chakra, type BoxProps } from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';
import { useRenderedAhead } from './rendered-ahead';

interface LazyImageProps extends Omit<BoxProps, 'children'> {
  src: string;
  /** WebP variant, tried first; the browser falls back to `src` when it is missing or unsupported. */
  webpSrc?: string;
  alt: string;
  width?: number;
  height?: number;
  /** The page's main picture (the likely largest paint, on the first screen): loaded at once, first. */
  priority?: boolean;
}

/**
 * Loads the image only when it nears the viewport (rootMargin 100 px, threshold 0.1, spec §9),
 * showing a blurred placeholder until it has loaded. Rendered ahead, and while hydrating that HTML, the
 * picture is in the page from the first HTML (the browser loading it natively as it nears the
 * viewport), so it paints with the page.
 */
export function LazyImage({ src, webpSrc, alt, width, height, priority = false, ...boxProps }: LazyImageProps) {
  const ref = useRef<HTMLDivElement>(null);
  const ahead = useRenderedAhead();
  const [visible, setVisible] = useState(priority || ahead);
  const [loaded, setLoaded] = useState(ahead);
  const [webpFailed, setWebpFailed] = useState(false);

  useEffect(() => {
    const node = ref.current;
    if (!node || visible) return;
    if (typeof IntersectionObserver === 'undefined') {
      setVisible(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          setVisible(true);
          observer.disconnect();
        }
      },
      { rootMargin: '100px', threshold: 0.1 },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [visible]);

  const useWebp = Boolean(webpSrc) && !webpFailed;
  return (
    <Box ref={ref} position="relative" overflow="hidden" bg="gray.100" {...boxProps}>
      {!loaded && (
        <Box position="absolute" inset="0" bgGradient="to-br" gradientFrom="gray.100" gradientTo="gray.200" filter="blur(12px)" aria-hidden="true" />
      )}
      {visible && (
        <chakra.img
          src={useWebp ? webpSrc : src}
          alt={alt}
          width={width}
          height={height}
          decoding="async"
          loading={priority ? 'eager' : 'lazy'}
          fetchPriority={priority ? 'high' : 'auto'}
          onLoad={() => setLoaded(true)}
          onError={() => (useWebp ? setWebpFailed(true) : setLoaded(true))}
          data-loaded={loaded ? 'true' : 'false'}
          w="100%"
          h="100%"
          objectFit="cover"
          opacity={loaded ? 1 : 0}
          transition="opacity 0.3s ease"
        />
      )}
    </Box>
  );
}
