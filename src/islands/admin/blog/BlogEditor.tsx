/** The blog editor screen: a new post, or an existing one once it has loaded ('Post Not Found' if it is gone). */
import { ApiError } from "../../../shared/api";
import { adminStrings } from "../../../shared/strings/admin";
import { buttonClass } from "../../ui/Button";
import { useCategories, usePost } from "../api";
import { LoadError } from "../common/LoadError";
import { LoadingState } from "../common/LoadingState";
import { adminPaths, Link } from "../router";
import { EditorForm } from "./EditorForm";

const text = adminStrings.editor;

function PostNotFound() {
  return (
    <section className="py-16 text-center">
      <h1 className="font-serif text-4xl text-slate-ink">{text.postNotFound}</h1>
      <p className="mt-4 text-slate-mid">{text.postNotFoundText}</p>
      <Link to={adminPaths.dashboard} className={buttonClass("primary", "mt-8")}>
        {text.returnToDashboard}
      </Link>
    </section>
  );
}

export function BlogEditor({ postId }: { postId?: number }) {
  const categories = useCategories();
  const post = usePost(postId);

  if (categories.isPending || (postId !== undefined && post.isPending))
    return <LoadingState label={text.loadingPost} />;
  if (postId !== undefined && (post.isError || !post.data)) {
    // A missing or malformed id is 'Post Not Found'; anything else is a real failure to show.
    if (post.error instanceof ApiError && post.error.status !== 404 && post.error.status !== 400) {
      return <LoadError error={post.error} padded />;
    }
    return <PostNotFound />;
  }
  return <EditorForm post={post.data} categories={categories.data ?? []} />;
}
