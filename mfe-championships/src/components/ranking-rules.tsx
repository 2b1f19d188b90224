import { rankingRulesContent } from '@areia/shared/core/messages';
import { Card } from '@areia/shared/web/ui/card';

/** "Como funciona o ranking": the shared rules text and the tables the points and categories are computed from. */
export function RankingRules() {
  return (
    <section aria-labelledby="ranking-rules-title" style={{ marginTop: 24 }}>
      <h2 id="ranking-rules-title" style={{ margin: '0 0 12px', fontSize: '1.05rem' }}>
        {rankingRulesContent.title}
      </h2>
      <div className="areia-list">
        {rankingRulesContent.sections.map((section) => (
          <Card key={section.title}>
            <h3 style={{ margin: '0 0 6px', fontSize: '1rem' }}>{section.title}</h3>
            {section.paragraphs.map((paragraph) => (
              <p key={paragraph} className="areia-muted" style={{ margin: '0 0 6px' }}>
                {paragraph}
              </p>
            ))}
          </Card>
        ))}
        {rankingRulesContent.tables.map((table) => (
          <Card key={table.caption}>
            <table style={{ width: '100%', borderCollapse: 'collapse' }}>
              <caption style={{ textAlign: 'left', fontWeight: 700, marginBottom: 6 }}>{table.caption}</caption>
              <thead>
                <tr>
                  {table.columns.map((column) => (
                    <th key={column} scope="col" style={{ textAlign: 'left' }}>
                      {column}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {table.rows.map(([label, value]) => (
                  <tr key={label}>
                    <th scope="row" style={{ textAlign: 'left', fontWeight: 400 }}>
                      {label}
                    </th>
                    <td>{value}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </Card>
        ))}
      </div>
    </section>
  );
}
