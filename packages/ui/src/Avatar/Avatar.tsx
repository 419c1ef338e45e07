import { useState } from 'react';
import { styled } from 'styled-components';
import { initials } from '../format/initials';
import { cssVar } from '../theme/tokens';

const SIZES = { sm: 24, md: 32, lg: 44 } as const;

const Circle = styled.span<{ $size: number }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex-shrink: 0;
  width: ${({ $size }) => $size}px;
  height: ${({ $size }) => $size}px;
  border-radius: ${cssVar('radius.full')};
  overflow: hidden;
  background: ${cssVar('color.primary')};
  color: ${cssVar('color.primaryText')};
  font-size: ${({ $size }) => Math.round($size * 0.4)}px;
  font-weight: ${cssVar('font.weight.bold')};
  line-height: 1;
  user-select: none;

  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

export interface AvatarProps {
  name?: string | null;
  email?: string | null;
  /** Picture address; on a load error the initials show instead. */
  src?: string | null;
  /** @default 'md' */
  size?: keyof typeof SIZES;
  className?: string;
}

/** A person's picture, or their initials when there is none or it fails to load. */
export function Avatar({ name, email, src, size = 'md', className }: AvatarProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const label = name?.trim() || email?.trim() || '?';
  const pixels = SIZES[size];
  const showImage = Boolean(src) && failedSrc !== src;
  return (
    <Circle $size={pixels} className={className} data-size={size} data-fallback={showImage ? undefined : ''}>
      {showImage ? (
        <img src={src ?? undefined} alt={label} onError={() => setFailedSrc(src ?? null)} />
      ) : (
        <span role="img" aria-label={label}>
          <span aria-hidden="true">{initials({ name, email })}</span>
        </span>
      )}
    </Circle>
  );
}
