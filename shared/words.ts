// Wording shared by the studio and the server's API descriptions.

/** "an enumeration", "a text"; acronyms keep their capitals and are read by letter ("a UID", "a JSON"). */
export function withArticle(label: string): string {
  return label === label.toUpperCase()
    ? `a ${label}`
    : `${/^[aeiou]/i.test(label) ? 'an' : 'a'} ${label.toLowerCase()}`;
}
