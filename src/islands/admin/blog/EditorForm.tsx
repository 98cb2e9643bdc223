/**
 * The post form: tabs Content, SEO Settings and Publish Settings, one react-hook-form validated by
 * the shared blog schema. Save as Draft and Publish set the status; a field to fix (from the
 * browser's check or the server's) opens its tab and takes the cursor. The preview follows the form.
 */
import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import type { PublicCategory } from "../../../shared/blog";
import type { BlogPostStatus } from "../../../shared/options";
import type { AdminBlogPost } from "../../../shared/schemas/admin";
import type { BlogPostInput } from "../../../shared/schemas/blog-post";
import { adminStrings } from "../../../shared/strings/admin";
import { Button } from "../../ui/Button";
import { TabPanel, Tabs } from "../../ui/Tabs";
import { useSavePost } from "../api";
import { EditorScreen } from "../common/EditorScreen";
import { useEditorForm } from "../common/useEditorForm";
import { adminPaths, navigate } from "../router";
import { ContentFields } from "./ContentFields";
import { PublishFields } from "./PublishFields";
import { SeoFields } from "./SeoFields";
import {
  editorSchema,
  editorValuesOf,
  emptyEditor,
  tabOfField,
  type EditorField,
  type EditorTab,
  type EditorValues,
} from "./editor-form";
import { EditorPreview } from "./EditorPreview";

const text = adminStrings.editor;

export function EditorForm({ post, categories }: { post?: AdminBlogPost; categories: PublicCategory[] }) {
  const editing = post !== undefined;
  const [tab, setTab] = useState<EditorTab>("content");
  const save = useSavePost(post?.id);
  const { form, safety, fieldId, revealInvalid, revealServerErrors } = useEditorForm<EditorValues, BlogPostInput>(
    "post",
    post?.id,
    zodResolver(editorSchema),
    post ? editorValuesOf(post) : emptyEditor,
    // The first field to fix opens its tab.
    { fields: Object.keys(tabOfField), open: (field) => setTab(tabOfField[field as EditorField]) },
  );

  const submit = (status: BlogPostStatus) => {
    form.setValue("status", status);
    // The text is in the browser before the request goes: a 401 answer cannot lose it.
    safety.flush();
    void form.handleSubmit(
      (input) =>
        save.mutate(input, {
          onSuccess: () => {
            safety.saved();
            navigate(adminPaths.dashboard);
          },
          onError: revealServerErrors,
        }),
      revealInvalid,
    )();
  };
  const savingAs = save.isPending ? save.variables.status : undefined;
  const tabs = [
    { value: "content", label: text.tabs.content },
    { value: "seo", label: text.tabs.seo },
    { value: "publish", label: text.tabs.publish },
  ] as const;

  return (
    <EditorScreen
      title={editing ? text.editTitle : text.newTitle}
      safety={safety}
      onSubmit={(event) => {
        event.preventDefault();
        submit(form.getValues("status"));
      }}
      cancel={{ to: adminPaths.dashboard, label: text.cancel }}
      actions={
        <>
          <Button variant="secondary" disabled={save.isPending} onClick={() => submit("draft")}>
            {savingAs === "draft" ? text.saving : text.saveDraft}
          </Button>
          <Button disabled={save.isPending} onClick={() => submit("published")}>
            {savingAs === "published" ? text.saving : text.publish}
          </Button>
        </>
      }
      after={<EditorPreview values={form.watch()} categories={categories} publishedAt={post?.publishedAt ?? null} />}
    >
      <Tabs value={tab} onValueChange={setTab} label={text.tabsLabel} tabs={tabs}>
        <TabPanel value="content" className="grid gap-5 focus-visible:outline-2">
          <ContentFields form={form} fieldId={fieldId} slugFollowsTitle={!editing} />
        </TabPanel>
        <TabPanel value="seo" className="grid gap-5 focus-visible:outline-2">
          <SeoFields form={form} fieldId={fieldId} />
        </TabPanel>
        <TabPanel value="publish" className="grid gap-5 focus-visible:outline-2">
          <PublishFields form={form} fieldId={fieldId} categories={categories} />
        </TabPanel>
      </Tabs>
    </EditorScreen>
  );
}
