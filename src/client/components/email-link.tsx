/**
 * An e-mail address as a mail link that, where it must wrap, breaks after the '@', not in the
 * middle of a name: 'pieter.jansen@' over 'gmail.com'. Only a part longer than the line breaks.
 */
export function EmailLink({ email }: { email: string }) {
  const afterAt = email.lastIndexOf('@') + 1;
  return (
    <a className="break-words text-brand-800 underline" href={`mailto:${email}`}>
      {email.slice(0, afterAt)}
      <wbr />
      {email.slice(afterAt)}
    </a>
  );
}
