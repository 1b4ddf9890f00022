import { isCountryCode } from '@amora/contracts/plain';
import { listedRegionName, type Region } from '@amora/platform';
import { useEffect } from 'react';
import { SelectField } from '../SelectField.js';
import { TextField } from '../TextField.js';

/** The country's regions as the regions query holds them (`regionsQuery` in @amora/platform). */
export interface RegionList {
  data?: readonly Region[];
  isPending: boolean;
  isError: boolean;
}

export interface RegionFieldProps {
  /** Translated, the way the country calls its regions (province, state, canton, …). */
  label: string;
  name?: string;
  country: string;
  regions: RegionList;
  /** The region's name as listed, or '' for none. */
  value: string;
  onChange: (value: string) => void;
  error?: string | null;
  /** Text of the empty choice ("Choose…", "Any"). */
  placeholder: string;
  /** The empty choice's text while the list loads. */
  loadingText: string;
  /**
   * Where there is no list to choose from (no country, none known, or it failed to load): free
   * text, or no field at all (the caller then says what failed).
   */
  withoutList: 'text' | 'hide';
  /** A value the list does not know: kept as an extra choice, or dropped once the list is known. */
  unlisted: 'keep' | 'drop';
  autoComplete?: string;
  maxLength?: number;
}

/**
 * The region of a country: a choice from the server's list (the only regions the server accepts
 * for a profile), named as the list names it. It asks for nothing itself: the caller hands it the
 * list, so the ui package never fetches.
 */
export function RegionField({
  label,
  name = 'region',
  country,
  regions,
  value,
  onChange,
  error,
  placeholder,
  loadingText,
  withoutList,
  unlisted,
  autoComplete,
  maxLength,
}: RegionFieldProps) {
  const list = regions.data ?? [];
  const known = regions.data !== undefined && !regions.isPending;
  const listed = listedRegionName(list, value);

  // A code or another spelling (the place lookup, an older profile) becomes the listed name;
  // with 'drop', a region the country does not have (typed before, another country's) goes.
  useEffect(() => {
    if (listed && listed !== value) onChange(listed);
    else if (unlisted === 'drop' && known && value && !listed) onChange('');
  }, [listed, value, onChange, unlisted, known]);

  const noList = !isCountryCode(country) || (known && list.length === 0);
  const failed = regions.isError && !known;
  if (withoutList === 'hide' && noList) return null;
  if (withoutList === 'text' && (noList || failed))
    return (
      <TextField
        label={label}
        name={name}
        autoComplete={autoComplete}
        maxLength={maxLength}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        error={error}
      />
    );

  const options = list.map((region) => ({ value: region.name, label: region.name }));
  // A saved region the list does not know stays visible (and selected) rather than silently lost.
  if (unlisted === 'keep' && known && value && !listed) options.unshift({ value, label: value });
  return (
    <SelectField
      label={label}
      name={name}
      autoComplete={autoComplete}
      placeholder={regions.isPending ? loadingText : placeholder}
      disabled={!known}
      options={options}
      value={known ? value : ''}
      onChange={(event) => onChange(event.target.value)}
      error={error}
    />
  );
}
