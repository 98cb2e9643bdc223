/** The not-found state shared by the article and project loaders. */
interface Props {
  title: string;
  text: string;
  linkLabel: string;
  href: string;
}

export function NotFoundMessage({ title, text, linkLabel, href }: Props) {
  return (
    <div className="mx-auto max-w-2xl px-4 py-20 text-center">
      <h1 className="font-serif text-4xl text-slate-ink">{title}</h1>
      <p className="mt-4 text-lg text-slate-mid">{text}</p>
      <a
        href={href}
        className="mt-8 inline-flex rounded-md bg-copper-dark px-5 py-3 font-semibold text-white hover:bg-copper-deep focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-copper-dark"
      >
        {linkLabel}
      </a>
    </div>
  );
}

export function LoadingMessage({ text }: { text: string }) {
  return (
    <div className="mx-auto max-w-2xl px-4 py-20 text-center" role="status">
      <p className="text-lg text-slate-mid">{text}</p>
    </div>
  );
}

/** The slug of /{section}/{slug}, or null for any other shape of path. */
export function slugFromPath(pathname: string, section: string): string | null {
  const match = new RegExp(`^/${section}/([a-z0-9]+(?:-[a-z0-9]+)*)/?$`).exec(pathname);
  return match?.[1] ?? null;
}
