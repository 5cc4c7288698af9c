// Picks the locale a localized type is shown in.
import { Icon } from '../components/Icon.tsx';
import { useStudio } from '../stores/studio-store.ts';

export function LocaleSelect({
  value,
  onChange,
  label = 'Locale',
}: {
  value: string;
  onChange(code: string): void;
  label?: string;
}) {
  const locales = useStudio((s) => s.schema?.locales ?? []);
  return (
    <label className="locale-select">
      <Icon name="globe" />
      <select className="select select-sm" aria-label={label} value={value} onChange={(e) => onChange(e.target.value)}>
        {locales.map((l) => (
          <option key={l.code} value={l.code}>
            {l.name}
          </option>
        ))}
      </select>
    </label>
  );
}
