export type NamedPerson = {
  readonly firstName?: string;
  readonly lastName?: string;
  readonly name?: string;
  readonly email?: string;
};

export function displayName(person: NamedPerson): string {
  const fullName = [person.firstName?.trim(), person.lastName?.trim()].filter(Boolean).join(' ');
  return fullName || person.name?.trim() || person.email?.trim() || '';
}

/** Initials of firstName + lastName; without a last name, of the first two words of the display name. */
export function initialsOf(person: NamedPerson): string {
  const parts = person.lastName?.trim()
    ? [person.firstName, person.lastName]
    : displayName(person).split(/\s+/).slice(0, 2);
  return parts
    .map((part) => part?.trim().charAt(0) ?? '')
    .join('')
    .toLocaleUpperCase('es-MX');
}
