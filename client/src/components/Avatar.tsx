import { useState } from 'react';
import { initialsOf, type NamedPerson } from '../lib/person.ts';

type AvatarProps = { person: NamedPerson & { readonly photo?: string | null } };

/** Decorative: the surrounding control carries the accessible name. */
export function Avatar({ person }: AvatarProps) {
  const [failedPhoto, setFailedPhoto] = useState<string | null>(null);
  const { photo } = person;

  if (photo && photo !== failedPhoto) {
    return <img className="avatar" src={photo} alt="" width="36" height="36" onError={() => setFailedPhoto(photo)} />;
  }
  return (
    <span className="avatar avatar-initials" aria-hidden="true">
      {initialsOf(person) || '?'}
    </span>
  );
}
