import type { Championship } from '@areia/shared/core/schemas/championship';
import { messages } from '../messages';
import { stageText } from '../rules/stage-text';

export function StageChip({ championship }: { championship: Championship }) {
  return (
    <span className="areia-chip" aria-label={`${messages.stageLabel}: ${stageText(championship)}`} data-testid="championship-stage" data-stage={championship.stage}>
      {stageText(championship)}
    </span>
  );
}
