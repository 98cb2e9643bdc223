/** /admin/email/templates: one tab per quote phase with a template, each with its editor and preview. */
import { useState } from "react";
import type { QuotePhase } from "../../../shared/options";
import { adminStrings } from "../../../shared/strings/admin";
import { emailStrings } from "../../../shared/strings/email";
import { TabPanel, Tabs } from "../../ui/Tabs";
import { LoadError } from "../common/LoadError";
import { LoadingState } from "../common/LoadingState";
import { ScreenHeader } from "../common/ScreenHeader";
import { EmailSubNav } from "./EmailSubNav";
import { TemplateEditor } from "./TemplateEditor";
import { useEmailTemplates } from "./email.api";

const text = emailStrings.templates;

export function TemplatesScreen() {
  const templates = useEmailTemplates();
  const [chosen, setChosen] = useState<QuotePhase | undefined>();

  const body = () => {
    if (templates.isPending) return <LoadingState label={adminStrings.loading} />;
    if (templates.isError) return <LoadError error={templates.error} padded />;
    const [first] = templates.data;
    if (!first) return <p className="py-12 text-center text-slate-mid">{text.empty}</p>;
    return (
      <Tabs
        value={chosen ?? first.phase}
        onValueChange={setChosen}
        label={text.tabsLabel}
        tabs={templates.data.map((template) => ({ value: template.phase, label: text.tab(template.phase) }))}
      >
        {templates.data.map((template) => (
          <TabPanel key={template.phase} value={template.phase}>
            <TemplateEditor template={template} />
          </TabPanel>
        ))}
      </Tabs>
    );
  };

  return (
    <div className="grid grid-cols-1 gap-8">
      <ScreenHeader title={text.title} intro={text.intro} />
      <EmailSubNav current="templates" />
      {body()}
    </div>
  );
}
