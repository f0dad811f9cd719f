import { useState } from 'react';
import { flushSync } from 'react-dom';
import { Badge, Group, Select, Stack, Tabs, Text, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { helpEntries } from '../content/index.ts';
import { createHelpIndex } from '../lib/search.ts';
import { tabOfEntry, type HelpTab } from '../lib/types.ts';
import { EntryList } from './entry-list.tsx';

const index = createHelpIndex(helpEntries);

const ALL = 'all';

/** The tabs, their labels and the text shown when nothing matches (docs/domain.md). */
const tabs: readonly { value: HelpTab; label: string; emptyText: string }[] = [
  { value: 'help', label: 'Help', emptyText: 'No matching help topics found' },
  { value: 'workflows', label: 'Workflows', emptyText: 'No matching workflows found' },
  { value: 'errors', label: 'Error Guide', emptyText: 'No matching errors found' },
];

const countText = (n: number) => `${n} ${n === 1 ? 'result' : 'results'}`;

/**
 * The Help Center (docs/domain.md "Admin, audit trail and help"): one search
 * over every entry (title, description, steps, tips, symptoms), a category filter of the tab's own
 * categories, and the tabs Help, Workflows and Error Guide. While searching, each tab shows how many
 * of its entries match.
 */
// Stays long: one search and filter shared by three tabs, laid out as the screen reads.
export default function HelpCenter() {
  const [tab, setTab] = useState<HelpTab>('help');
  const [query, setQuery] = useState('');
  const [category, setCategory] = useState<string | null>(null);
  const [openedId, setOpenedId] = useState<string | null>(null);

  const isSearching = query.trim() !== '';
  const results = index.search(query, { tab, category });
  const counts = isSearching ? index.countByTab(query) : null;
  const categories = index.categoriesOf(tab);
  const relatedOf = (ids: readonly string[]) =>
    ids.flatMap((id) => {
      const entry = index.entryById(id);
      return entry ? [{ id, title: entry.title }] : [];
    });

  // A related entry opens in its own tab, with the search and filter cleared so it shows, and takes the focus.
  const openEntry = (id: string) => {
    const entry = index.entryById(id);
    if (!entry) return;
    flushSync(() => {
      setTab(tabOfEntry(entry));
      setQuery('');
      setCategory(null);
      setOpenedId(id);
    });
    document.querySelector<HTMLElement>(`[data-entry-id="${id}"]`)?.focus();
  };

  return (
    <Stack gap="md">
      <Group align="flex-end" gap="sm" wrap="wrap">
        <TextInput
          label="Search help"
          placeholder="Search topics, workflows and errors"
          type="search"
          leftSection={<IconSearch size={16} aria-hidden />}
          value={query}
          onChange={(event) => setQuery(event.currentTarget.value)}
          style={{ flex: '1 1 16rem' }}
          data-autofocus
        />
        <Select
          label="Category"
          data={[{ value: ALL, label: 'All Categories' }, ...categories.map((c) => ({ value: c, label: c }))]}
          value={category ?? ALL}
          onChange={(value) => setCategory(value && value !== ALL ? value : null)}
          allowDeselect={false}
          w={{ base: '100%', xs: 220 }}
          comboboxProps={{ withinPortal: true }}
        />
      </Group>
      <Tabs
        value={tab}
        onChange={(value) => {
          if (!value) return;
          // Each tab has its own categories, so the filter starts again.
          setTab(value as HelpTab);
          setCategory(null);
        }}
      >
        <Tabs.List mb="md">
          {tabs.map((t) => (
            <Tabs.Tab
              key={t.value}
              value={t.value}
              rightSection={
                counts && (
                  <Badge size="sm" variant="light" color={counts[t.value] === 0 ? 'gray' : 'blue'}>
                    {counts[t.value]}
                  </Badge>
                )
              }
            >
              {t.label}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {isSearching && (
          <Text size="sm" c="dimmed" role="status" mb="sm">
            {countText(results.length)}
          </Text>
        )}
        {tabs.map((t) => (
          <Tabs.Panel key={t.value} value={t.value}>
            {t.value === tab && (
              <EntryList
                entries={results}
                emptyText={t.emptyText}
                openedId={openedId}
                onToggle={setOpenedId}
                onOpen={openEntry}
                relatedOf={relatedOf}
              />
            )}
          </Tabs.Panel>
        ))}
      </Tabs>
    </Stack>
  );
}
