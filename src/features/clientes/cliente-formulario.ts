/**
 * Formulario de edición del cliente, declarado (src/ui/formulario/declaracion.ts): NIF (DNI, NIE o CIF),
 * correo electrónico y observaciones. Guardar manda `cliente.updateSync` con solo lo cambiado
 * (vacío → null; el NIF en mayúsculas y sin separadores).
 */
import type { DocDe } from '../../../schemas';
import type { MotorSync } from '../../../replication/cliente';
import { declararFormulario } from '../../ui/formulario/declaracion';
import { etiquetasCliente } from './clientes.labels';
import { vacioSiEnBlanco } from '../../lib/texto';

export const MAX_OBSERVACIONES_CLIENTE = 4000;

/** Campos editables en esta pantalla. */
export interface ValoresCliente {
  nif: string;
  email: string;
  observaciones: string;
}

export const valoresDeCliente = (doc: DocDe<'cliente'>): ValoresCliente => ({
  nif: doc.nif ?? '',
  email: doc.email ?? '',
  observaciones: doc.observaciones ?? '',
});

/** '12.345.678-z ' → '12345678Z'. */
export const normalizarNif = (v: string): string => v.replace(/[\s.-]/g, '').toUpperCase();

export interface CambiosCliente {
  nif?: string | null;
  email?: string | null;
  observaciones?: string | null;
}

const oNulo = (v: string): string | null => (v === '' ? null : v);

/** Los cambios del formulario (ya validados y normalizados) como `cambios` de cliente.updateSync. */
export const aCambiosCliente = (c: Partial<ValoresCliente>): CambiosCliente => {
  const cambios: CambiosCliente = {};
  if (c.nif !== undefined) cambios.nif = oNulo(c.nif);
  if (c.email !== undefined) cambios.email = oNulo(c.email);
  if (c.observaciones !== undefined) cambios.observaciones = oNulo(c.observaciones);
  return cambios;
};

export const formularioCliente = (motor: Pick<MotorSync, 'mutate'>) =>
  declararFormulario<ValoresCliente, DocDe<'cliente'>>({
    entidad: 'cliente',
    campos: [
      { campo: 'nif', tipo: 'nif', etiqueta: etiquetasCliente.nif, normalizar: normalizarNif },
      { campo: 'email', tipo: 'email', etiqueta: etiquetasCliente.email, normalizar: (v) => v.trim() },
      {
        campo: 'observaciones',
        tipo: 'area',
        etiqueta: etiquetasCliente.observaciones,
        maximo: MAX_OBSERVACIONES_CLIENTE,
        filas: 6,
        normalizar: vacioSiEnBlanco,
      },
    ],
    mensaje: 'Cambios guardados',
    enviar: ({ cambios, registro }) => motor.mutate('cliente.updateSync', { id: registro.idcliente, cambios: aCambiosCliente(cambios) }),
  });
