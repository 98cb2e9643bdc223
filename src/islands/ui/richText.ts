/**
 * Typography for admin-authored HTML bodies (posts and projects), applied to the container so
 * the sanitised markup needs no classes of its own. Measure stays under 75 characters. The rules
 * are the `.rich-text` component class in src/styles/components.css.
 */
export const richTextClass = "rich-text";
