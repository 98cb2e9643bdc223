/** One post in the dashboard table: title and excerpt, category, status, date, edit and delete. */
import type { PublicCategory } from "../../../shared/blog";
import { formatShortDate } from "../../../shared/format";
import { blogPostStatusOptions, optionOf } from "../../../shared/options";
import type { AdminBlogPost } from "../../../shared/schemas/admin";
import { adminStrings } from "../../../shared/strings/admin";
import { OptionBadge } from "../../ui/Badge";
import { buttonClass } from "../../ui/Button";
import { CategoryBadge } from "../../ui/CategoryBadge";
import { Tooltip } from "../../ui/Tooltip";
import { cellClass, rowClass, wideCellClass } from "../common/DataTable";
import { RowEditLink } from "../common/RowEditLink";
import { adminPaths } from "../router";
import { Icon } from "../../ui/Icon";

const text = adminStrings.dashboard;

interface Props {
  post: AdminBlogPost;
  category: PublicCategory | undefined;
  onDelete: () => void;
}

export function PostRow({ post, category, onDelete }: Props) {
  return (
    <tr className={rowClass}>
      <td className={`max-w-sm ${wideCellClass}`}>
        <p className="font-semibold text-slate-ink">{post.title}</p>
        {post.excerpt && <p className="mt-1 line-clamp-2 text-slate-mid">{post.excerpt}</p>}
      </td>
      <td className={cellClass}>
        <CategoryBadge category={category} fallback={text.uncategorised} />
      </td>
      <td className={cellClass}>
        <OptionBadge option={optionOf(blogPostStatusOptions, post.status)} />
      </td>
      <td className={`${cellClass} whitespace-nowrap text-slate-deep`}>
        {formatShortDate(post.publishedAt ?? post.createdAt)}
      </td>
      <td className={`${wideCellClass} md:align-top`}>
        <div className="flex justify-end gap-2">
          <Tooltip label={text.editTooltip}>
            <RowEditLink to={adminPaths.editPost(post.id)} label={text.editPost(post.title)} />
          </Tooltip>
          <Tooltip label={text.deleteTooltip}>
            <button
              type="button"
              aria-label={text.deletePost(post.title)}
              className={buttonClass("secondary", "px-3 text-red-800")}
              onClick={onDelete}
            >
              <Icon name="trash" />
            </button>
          </Tooltip>
        </div>
      </td>
    </tr>
  );
}
