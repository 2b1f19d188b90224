import { describe, expect, it } from 'vitest';
import { complaintFailure } from './complaint-outcome';

describe('complaintFailure', () => {
  it("shows the server's message for a repeated complaint and keeps the button off", () => {
    expect(complaintFailure(409, 'Você já denunciou este time')).toEqual({ message: 'Você já denunciou este time', alreadySent: true });
  });
  it('shows any other server message as it is, and lets the athlete try again', () => {
    expect(complaintFailure(404, 'Time não encontrado')).toEqual({ message: 'Time não encontrado', alreadySent: false });
  });
  it("falls back to the spec's toast without a server message", () => {
    expect(complaintFailure(500, undefined)).toEqual({ message: 'Erro ao enviar denúncia', alreadySent: false });
    expect(complaintFailure(undefined, undefined)).toEqual({ message: 'Erro ao enviar denúncia', alreadySent: false });
  });
  it('names the repeat even when a 409 comes without a message', () => {
    expect(complaintFailure(409, undefined)).toEqual({ message: 'Você já denunciou este time', alreadySent: true });
  });
});
