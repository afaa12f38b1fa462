/**
 * Correos de la demo (issue 14, la bandeja de salida): cada contacto 'correo' de una operación dejó un
 * correo enviado al cliente o al prospecto (si tiene correo electrónico) con la propuesta; alguno rebotó
 * (fallido, con el motivo), como pasa de verdad. Ninguno queda pendiente: el cartero no los reenvía al
 * arrancar. Su propia sección de azar.
 */
import { entidades, type DocDe } from '../../../schemas';
import { MENSAJE_RECHAZADO } from '../../correo/cartero';
import type { UsuarioDemo } from '../tipos';
import type { DatosComerciales } from './comercial';
import type { Aleatorio } from './prng';

export interface EntradaCorreos {
  r: Aleatorio;
  comercial: DatosComerciales;
  clientes: readonly DocDe<'cliente'>[];
  usuarios: readonly UsuarioDemo[];
}

export const generarCorreos = ({ r, comercial, clientes, usuarios }: EntradaCorreos): DocDe<'correo'>[] => {
  const idtabla = entidades.operacioncrm.idtabla ?? 117;
  const operaciones = new Map(comercial.operaciones.map((o) => [o.idoperacioncrm, o]));
  const emailCliente = new Map(clientes.map((c) => [c.idcliente, c.email ?? null]));
  const emailProspecto = new Map(comercial.clientesPotenciales.map((p) => [p.idcliente_potencial, p.email ?? null]));
  const usuarioDe = new Map(usuarios.flatMap((u) => (u.idcomercial ? [[u.idcomercial, u.idusuario] as const] : [])));
  const admin = usuarios.find((u) => u.ambito === 'todo')?.idusuario ?? '1';
  const correos: DocDe<'correo'>[] = [];
  for (const c of comercial.contactos) {
    if (c.tipo !== 'correo') continue;
    const o = operaciones.get(c.idoperacioncrm);
    if (!o) continue;
    const para = o.idcliente ? emailCliente.get(o.idcliente) : emailProspecto.get(o.idcliente_potencial);
    if (!para) continue;
    const rebota = r.probabilidad(0.05);
    correos.push({
      idcorreo: String(correos.length + 1), idtabla, id: o.idoperacioncrm, para,
      asunto: `Propuesta: ${o.titulo}`,
      cuerpo: `Buenos días:\n\nLe enviamos la propuesta económica de «${o.titulo}».\n\nQuedamos a su disposición para cualquier duda.\n\nUn saludo,\nDepartamento comercial`,
      idusuario: (c.idcomercial ? usuarioDe.get(c.idcomercial) : undefined) ?? admin,
      creado: c.fecha, envio: rebota ? 'fallido' : 'enviado', intentos: 1, fenvio: rebota ? null : c.fecha, error: rebota ? MENSAJE_RECHAZADO : null, estado: 1,
    });
  }
  return correos;
};
