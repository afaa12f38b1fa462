/** Textos de las citas de los comerciales (lista, agenda semanal, ficha, alta y edición). */
import type { DocDe } from '../../../schemas';

export type TipoCita = DocDe<'cita'>['tipo'];

export const ETIQUETAS_TIPO_CITA = {
  visita: 'Visita',
  llamada: 'Llamada',
  reunion: 'Reunión',
  demostracion: 'Demostración',
  firma: 'Firma',
} as const satisfies Record<TipoCita, string>;

export const etiquetasCita = {
  asunto: 'Asunto',
  tipo: 'Tipo',
  inicio: 'Inicio',
  fin: 'Fin',
  fecha_inicio: 'Fecha de inicio',
  hora_inicio: 'Hora de inicio',
  fecha_fin: 'Fecha de fin',
  hora_fin: 'Hora de fin',
  lugar: 'Lugar',
  titular: 'Cliente o cliente potencial',
  idoperacioncrm: 'Operación',
  operacion: 'Operación',
  realizada: 'Realizada',
  observaciones: 'Observaciones',
} as const satisfies Record<string, string>;

export const TEXTOS_CITAS = {
  titulo: 'Citas',
  deCliente: 'Citas del cliente',
  deClientePotencial: 'Citas del cliente potencial',
  deOperacion: 'Citas de la operación',
  vacio: 'No hay citas',
  nueva: 'Nueva cita',
  anadida: 'Cita añadida',
  guardada: 'Cambios guardados',
  modificar: 'Modificar',
  enviarCorreo: 'Enviar la cita por correo',
  modificarTitulo: 'Modificar la cita',
  volverLista: 'Volver a citas',
  volverFicha: 'Volver a la cita',
  datos: 'Datos de la cita',
  agenda: 'Agenda de citas',
  sinCitas: 'Sin citas',
  sinComercial: 'Tu usuario no es un comercial: la agenda enseña las citas de un comercial.',
  todas: 'Todas',
  pendientes: 'Pendientes',
  realizadas: 'Realizadas',
  todosTipos: 'Todos los tipos',
  si: 'Sí',
  no: 'No',
  sinOperacion: 'Sin operación',
  marcarRealizada: 'Marcar realizada',
  marcada: 'Cita realizada',
  semana: (desde: string, hasta: string, n: number) => `Semana del ${desde} al ${hasta}: ${n === 1 ? '1 cita' : `${n} citas`}`,
} as const;
