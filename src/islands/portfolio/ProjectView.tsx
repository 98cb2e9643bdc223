/**
 * A project's detail page, rendered to static HTML on /portfolio/{slug} and
 * client-side by the not-found page for a project published since the last build.
 */
import { MEDIA_SIZES } from "../../shared/media";
import {
  completionMonthYear,
  featuredImageOf,
  galleryOf,
  portfolioText,
  type PublicProject,
} from "../../shared/portfolio";
import { richTextClass } from "../ui/richText";

const button =
  "inline-flex items-center justify-center rounded-md px-5 py-3 font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-copper-dark";

export function ProjectView({ project }: { project: PublicProject }) {
  const completed = completionMonthYear(project.completedAt);
  const facts: { label: string; value: string | null }[] = [
    { label: portfolioText.location, value: project.location },
    { label: portfolioText.projectType, value: project.projectType },
    { label: portfolioText.completed, value: completed },
  ];

  return (
    <>
      <section className="relative isolate overflow-hidden bg-slate-ink text-white">
        <img
          {...featuredImageOf(project, MEDIA_SIZES.hero)}
          fetchPriority="high"
          className={`absolute inset-0 -z-20 size-full object-cover ${project.featuredImage ? "" : "opacity-35"}`}
        />
        {/* A photo is the page's selling point: shown in full, darkened only where the text sits. */}
        {project.featuredImage && (
          <div
            aria-hidden="true"
            className="absolute inset-0 -z-10 bg-slate-ink/75 md:bg-transparent md:bg-linear-to-r md:from-slate-ink/90 md:via-slate-ink/75 md:to-slate-ink/30"
          />
        )}
        <div className="mx-auto max-w-6xl px-4 py-16 sm:py-24">
          <p>
            <a href="/portfolio" className="font-semibold text-white underline-offset-4 hover:underline">
              <span aria-hidden="true">← </span>
              {portfolioText.backToPortfolio}
            </a>
          </p>
          {project.projectType && (
            <p className="mt-8 inline-block rounded-full bg-copper-dark px-3 py-1 text-xs font-semibold tracking-wide uppercase">
              {project.projectType}
            </p>
          )}
          <h1 className="mt-4 max-w-4xl font-serif text-4xl leading-tight sm:text-5xl">{project.title}</h1>
          {project.description && <p className="mt-5 max-w-3xl text-lg text-slate-mist">{project.description}</p>}
        </div>
      </section>

      <div className="mx-auto grid max-w-6xl gap-12 px-4 py-12 lg:grid-cols-[1fr_20rem]">
        <div>
          {project.content && <div className={richTextClass} dangerouslySetInnerHTML={{ __html: project.content }} />}
          {project.images.length > 0 && (
            <section aria-labelledby="gallery-heading" className="mt-12">
              <h2 id="gallery-heading" className="font-serif text-2xl text-slate-ink">
                {portfolioText.gallery}
              </h2>
              <ul className="mt-6 grid gap-4 sm:grid-cols-2">
                {galleryOf(project).map((image) => (
                  <li key={image.src}>
                    <img
                      {...image}
                      loading="lazy"
                      decoding="async"
                      className="aspect-[3/2] h-auto w-full rounded-md border border-slate-line object-cover"
                    />
                  </li>
                ))}
              </ul>
            </section>
          )}
        </div>

        <aside className="flex flex-col gap-6 self-start lg:sticky lg:top-24">
          <section aria-labelledby="info-heading" className="rounded-lg border border-slate-line bg-white p-6">
            <h2 id="info-heading" className="font-serif text-xl text-slate-ink">
              {portfolioText.information}
            </h2>
            <dl className="mt-4 flex flex-col gap-4">
              {facts
                .filter((fact) => fact.value)
                .map((fact) => (
                  <div key={fact.label}>
                    <dt className="text-sm font-semibold text-slate-mid">{fact.label}</dt>
                    <dd className="text-slate-ink">{fact.value}</dd>
                  </div>
                ))}
            </dl>
          </section>
          <section aria-labelledby="start-heading" className="rounded-lg bg-slate-ink p-6 text-white">
            <h2 id="start-heading" className="font-serif text-xl">
              {portfolioText.startYourProject}
            </h2>
            <p className="mt-3 text-slate-mist">{portfolioText.startYourProjectText}</p>
            <a href="/contact" className={`${button} mt-5 w-full bg-copper-dark text-white hover:bg-copper-deep`}>
              {portfolioText.startYourProject}
            </a>
          </section>
        </aside>
      </div>
    </>
  );
}
