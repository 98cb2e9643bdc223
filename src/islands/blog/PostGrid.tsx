/** A list of post cards in a responsive grid. */
import type { PublicPostSummary } from "../../shared/blog";
import { PostCard } from "./PostCard";

interface Props {
  posts: readonly PublicPostSummary[];
  /** Grid classes: columns per breakpoint and the gap above. */
  className: string;
  linkLabel?: string;
}

export function PostGrid({ posts, className, linkLabel }: Props) {
  return (
    <ul className={`grid gap-6 ${className}`}>
      {posts.map((post) => (
        <li key={post.id}>
          <PostCard post={post} linkLabel={linkLabel} />
        </li>
      ))}
    </ul>
  );
}
