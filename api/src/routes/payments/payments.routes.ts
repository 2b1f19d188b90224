import { createRoute, z } from '@hono/zod-openapi';
import { errorSchema } from '@areia/shared/core/schemas/errors';
import { pageQuerySchema } from '@areia/shared/core/schemas/paging';
import { dueShareSchema, organizerPaymentSchema, organizerPixInputSchema, organizerPixSchema, paymentSchema } from '@areia/shared/core/schemas/payment';
import { arrayOf, jsonContent, pageContent } from '../../platform/http/router';
import { bearerSecurity, invalidParams } from '../../platform/http/openapi-common';

const athlete = { tags: ['Pagamentos'], security: bearerSecurity };
const organizer = { tags: ['Organizador'], security: bearerSecurity };
const championshipParams = z.object({ modalityId: z.string(), championshipId: z.string() });
const paymentParams = z.object({ paymentId: z.string() });
const unauthorized = jsonContent(errorSchema, 'Não autenticado');
const receiptImage = { content: { 'image/webp': { schema: { type: 'string' as const, format: 'binary' } } }, description: 'Comprovante (WebP)' };

export const getOrganizerPixRoute = createRoute({
  operationId: 'getOrganizerPix',
  ...organizer,
  method: 'get',
  path: '/api/organizer/pix',
  summary: 'Os dados PIX do organizador logado: chave, nome e cidade de quem recebe',
  responses: {
    200: jsonContent(organizerPixSchema, 'Dados PIX'),
    401: unauthorized,
    403: jsonContent(errorSchema, 'Conta sem acesso de organizador'),
    404: jsonContent(errorSchema, 'Dados PIX ainda não cadastrados'),
  },
});

export const putOrganizerPixRoute = createRoute({
  operationId: 'putOrganizerPix',
  ...organizer,
  method: 'put',
  path: '/api/organizer/pix',
  summary: 'Cadastra ou troca os dados PIX: chave validada pelo tipo (CPF/CNPJ com dígitos, e-mail, celular +55, aleatória), nome até 25 e cidade até 15 letras sem acento, guardados como no código (maiúsculas, sem acentos)',
  request: { body: { ...jsonContent(organizerPixInputSchema, 'Dados PIX'), required: true } },
  responses: {
    200: jsonContent(organizerPixSchema, 'Dados PIX salvos'),
    400: jsonContent(errorSchema, 'Chave, nome ou cidade inválidos (o motivo em português)'),
    401: unauthorized,
    403: jsonContent(errorSchema, 'Conta sem acesso de organizador'),
  },
});

export const getMyPaymentRoute = createRoute({
  operationId: 'getMyPayment',
  ...athlete,
  method: 'get',
  path: '/api/championships/{modalityId}/{championshipId}/payment',
  summary: 'A parte do atleta logado na inscrição: valor em centavos, situação, PIX copia e cola e prazo',
  request: { params: championshipParams },
  responses: {
    200: jsonContent(paymentSchema, 'A parte do atleta'),
    401: unauthorized,
    404: jsonContent(errorSchema, 'O atleta não deve nada neste campeonato, ou o campeonato não existe'),
  },
});

export const getDueSharesRoute = createRoute({
  operationId: 'getDueShares',
  ...athlete,
  method: 'get',
  path: '/api/payments/due',
  summary: 'As partes que o atleta logado ainda deve (pendentes, de times com vaga), o prazo mais próximo primeiro',
  responses: {
    200: jsonContent(arrayOf(dueShareSchema), 'Partes a pagar (lista vazia quando não deve nada)'),
    401: unauthorized,
  },
});

export const informPaymentRoute = createRoute({
  operationId: 'informPayment',
  ...athlete,
  method: 'post',
  path: '/api/championships/{modalityId}/{championshipId}/payment/informed',
  summary: '"Já paguei": a parte fica informada (segura a vaga até o organizador decidir); comprovante opcional (multipart, campo receipt; PNG, JPEG, WebP ou GIF até 5 MB, recodificado)',
  request: {
    params: championshipParams,
    body: {
      content: { 'multipart/form-data': { schema: z.object({ receipt: z.any().optional().openapi({ type: 'string', format: 'binary' }) }) } },
      description: 'Comprovante opcional',
      required: false,
    },
  },
  responses: {
    200: jsonContent(paymentSchema, 'A parte, informada'),
    400: jsonContent(errorSchema, 'Arquivo de imagem inválido'),
    401: unauthorized,
    404: jsonContent(errorSchema, 'Nenhuma parte a pagar neste campeonato'),
    409: jsonContent(errorSchema, 'A parte já foi confirmada, expirou ou foi devolvida'),
    413: jsonContent(errorSchema, 'Imagem grande demais'),
  },
});

export const getMyReceiptRoute = createRoute({
  operationId: 'getMyPaymentReceipt',
  ...athlete,
  method: 'get',
  path: '/api/championships/{modalityId}/{championshipId}/payment/receipt',
  summary: 'O comprovante que o atleta enviou (só ele e o organizador o veem)',
  request: { params: championshipParams },
  responses: { 200: receiptImage, 401: unauthorized, 404: jsonContent(errorSchema, 'Sem comprovante') },
});

export const listPaymentsRoute = createRoute({
  operationId: 'listChampionshipPayments',
  ...organizer,
  method: 'get',
  path: '/api/organizer/championships/{id}/payments',
  summary: 'Uma linha por parte de atleta, por time (na ordem das vagas) e posição; as de times retirados no fim',
  request: { params: z.object({ id: z.string() }), query: pageQuerySchema },
  responses: {
    200: pageContent(arrayOf(organizerPaymentSchema), 'Partes'),
    400: invalidParams,
    401: unauthorized,
    403: jsonContent(errorSchema, 'Campeonato de outro organizador'),
    404: jsonContent(errorSchema, 'Campeonato não encontrado'),
  },
});

const step = (operationId: string, action: string, summary: string) =>
  createRoute({
    operationId,
    ...organizer,
    method: 'post',
    path: `/api/organizer/payments/{paymentId}/${action}`,
    summary,
    request: { params: paymentParams },
    responses: {
      200: jsonContent(organizerPaymentSchema, 'A parte depois do passo (igual, se já estava lá)'),
      401: unauthorized,
      403: jsonContent(errorSchema, 'Campeonato de outro organizador'),
      404: jsonContent(errorSchema, 'Pagamento não encontrado'),
      409: jsonContent(errorSchema, 'A situação da parte não permite o passo, ou desfazer depois do prazo com os grupos já sorteados (o motivo em português)'),
    },
  });

export const confirmPaymentRoute = step('confirmPayment', 'confirm', 'Confirma que o dinheiro chegou (pago); confirmar de novo não muda nada');
export const undoPaymentRoute = step(
  'undoPayment',
  'undo',
  'Desfaz um informado ou pago: a parte volta a pendente; antes do prazo, ele volta a valer; depois do prazo, o time perde a vaga na hora (antes do sorteio) ou o passo é recusado (depois do sorteio)',
);
export const refundedPaymentRoute = step('markPaymentRefunded', 'refunded', 'Marca como devolvida uma parte a reembolsar (reembolso_pendente → reembolsado)');

export const getReceiptRoute = createRoute({
  operationId: 'getPaymentReceipt',
  ...organizer,
  method: 'get',
  path: '/api/organizer/payments/{paymentId}/receipt',
  summary: 'O comprovante enviado pelo atleta, para o organizador do campeonato',
  request: { params: paymentParams },
  responses: {
    200: receiptImage,
    401: unauthorized,
    403: jsonContent(errorSchema, 'Campeonato de outro organizador'),
    404: jsonContent(errorSchema, 'Pagamento ou comprovante não encontrado'),
  },
});
