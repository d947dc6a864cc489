import { useState } from 'react';
import { PhotoUrlSchema } from '#shared/contracts/account';

type AvatarPreviewProps = {
  /** The photo address as typed so far; only a valid https address is loaded. */
  photoUrl: string;
  /** Shown as initials when there is no photo (or it fails to load). */
  name: string;
};

const initialsOf = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word.charAt(0).toLocaleUpperCase())
    .join('');

/** The avatar as others will see it, following the photo field while it is typed. */
export const AvatarPreview = ({ photoUrl, name }: AvatarPreviewProps) => {
  const parsed = PhotoUrlSchema.safeParse(photoUrl);
  const source = parsed.success ? parsed.data : null;
  // Remembers which address failed, so typing a new one tries again.
  const [failedSource, setFailedSource] = useState<string | null>(null);
  const isShowingPhoto = source !== null && source !== failedSource;
  return (
    <div
      aria-hidden="true"
      className="flex size-20 shrink-0 items-center justify-center overflow-hidden rounded-full border border-line bg-primary-soft text-2xl font-semibold text-primary-strong"
    >
      {isShowingPhoto ? (
        <img
          src={source}
          alt=""
          referrerPolicy="no-referrer"
          className="size-full object-cover"
          onError={() => setFailedSource(source)}
        />
      ) : (
        initialsOf(name)
      )}
    </div>
  );
};
