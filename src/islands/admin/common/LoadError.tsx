/** What a screen shows when its data could not be loaded: the server's answer. */
export function LoadError({ error, padded }: { error: Error; padded?: boolean }) {
  return (
    <p role="alert" className={padded ? "py-12 text-center text-red-800" : "text-red-800"}>
      {error.message}
    </p>
  );
}
