import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18n } from '@web/lib/i18n/i18n';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { type ListItem, newListItem, OrderedListEditor } from './ordered-list-editor';

function Editor({ initial = [] as ListItem[] }) {
  const [items, setItems] = useState<ListItem[]>(initial);
  return (
    <OrderedListEditor
      label="Questions"
      noun="question"
      items={items}
      onChange={setItems}
      maxItems={3}
      maxLength={200}
      emptyText="None yet"
    />
  );
}

describe('OrderedListEditor', () => {
  it('names its buttons and announces its changes in English', async () => {
    render(<Editor initial={[newListItem('First'), newListItem('Second')]} />);
    expect(screen.getByLabelText('Question 2')).toHaveValue('Second');
    await userEvent.click(screen.getByRole('button', { name: 'Move question 2 up' }));
    expect(screen.getByText('Question moved to position 1 of 2.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Add question' }));
    expect(screen.getByText('Question 3 added.')).toBeInTheDocument();
    expect(screen.getByText('That’s the most (3).')).toBeInTheDocument();
  });

  it('writes whole phrases in French, with the noun’s gender', async () => {
    await i18n.changeLanguage('fr');
    render(<Editor />);
    await userEvent.click(await screen.findByRole('button', { name: 'Ajouter une question' }));
    expect(screen.getByText('Question 1 ajoutée.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Supprimer la question 1' }));
    expect(screen.getByText('Question 1 supprimée.')).toBeInTheDocument();
  });
});
