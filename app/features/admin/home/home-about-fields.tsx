import { ListControl } from "#app/features/admin/pages/fields/list-control.tsx";
import { TextListControl } from "#app/features/admin/pages/fields/text-list-control.tsx";
import { TextControl } from "#app/features/admin/pages/fields/text-controls.tsx";
import { errorsUnder, type FieldErrors } from "#app/features/admin/pages/page-form-errors.ts";
import { EditorGroup } from "#app/features/admin/documents/editor-group.tsx";
import type { HomeAbout, Stat } from "#app/model/home-page.ts";
import { BuiltInImageControl } from "./built-in-image-control.tsx";
import { TitledTextListControl } from "./titled-text-list-control.tsx";

type HomeAboutFieldsProps = { about: HomeAbout; stats: Stat[]; onAboutChange: (about: HomeAbout) => void; onStatsChange: (stats: Stat[]) => void; errors: FieldErrors; statErrors: FieldErrors };

/** The welcome section: its text, key values, vision/mission/values, picture and the figures under it. */
export function HomeAboutFields({ about, stats, onAboutChange, onStatsChange, errors, statErrors }: HomeAboutFieldsProps) {
  return (
    <EditorGroup id="home-about" title="About" description="The welcome under the banner, with the company's figures.">
      <TextControl id="about-eyebrow" label="Eyebrow" value={about.eyebrow} onChange={(eyebrow) => onAboutChange({ ...about, eyebrow })} error={errors.eyebrow} />
      <TextControl id="about-title" label="Title" value={about.title} onChange={(title) => onAboutChange({ ...about, title })} error={errors.title} />
      <TextListControl id="about-paragraphs" legend="Text" itemLabel="Paragraph" items={about.paragraphs} onChange={(paragraphs) => onAboutChange({ ...about, paragraphs })} errors={errorsUnder(errors, "paragraphs")} />
      <TitledTextListControl id="about-key-values" legend="Key values" itemLabel="Key value" items={about.keyValues} onChange={(keyValues) => onAboutChange({ ...about, keyValues })} errors={errorsUnder(errors, "keyValues")} />
      <TitledTextListControl id="about-pillars" legend="Vision, mission and values" itemLabel="Pillar" items={about.pillars} onChange={(pillars) => onAboutChange({ ...about, pillars })} errors={errorsUnder(errors, "pillars")} />
      <BuiltInImageControl
        id="about"
        label="Picture"
        image={about.image}
        onImageChange={(image) => onAboutChange({ ...about, image })}
        error={errors.image}
        alt={{ value: about.imageAlt, onChange: (imageAlt) => onAboutChange({ ...about, imageAlt }), error: errors.imageAlt }}
      />
      <ListControl<Stat>
        id="stats"
        legend="Figures"
        itemLabel="Figure"
        items={stats}
        onChange={onStatsChange}
        newItem={() => ({ value: "", label: "" })}
        error={statErrors[""]}
        renderItem={(stat, update, index) => {
          const itemErrors = errorsUnder(statErrors, String(index));
          return (
            <div className="grid gap-4 sm:grid-cols-[10rem_1fr]">
              <TextControl id={`stats-${index}-value`} label="Figure" value={stat.value} onChange={(value) => update({ ...stat, value })} error={itemErrors.value} hint="e.g. 25+" />
              <TextControl id={`stats-${index}-label`} label="What it counts" value={stat.label} onChange={(label) => update({ ...stat, label })} error={itemErrors.label} />
            </div>
          );
        }}
      />
    </EditorGroup>
  );
}
