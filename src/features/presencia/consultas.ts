/**
 * Lo que las pantallas de presencia leen del dispositivo, siempre por índice (idempleado u hora) y acotado
 * a lo que enseñan (decisión 41): los fichajes de una persona (su estado y las reglas de secuencia, como el
 * mutador), los de un intervalo de horas (quién está dentro, la semana de horas, el mes del informe), las
 * correcciones de un fichaje y los empleados activos (pocos: dan los nombres y las opciones).
 */
import type { MangoQuerySelector } from 'rxdb';
import { useMemo } from 'react';
import type { VigiaDatabase } from '../../../replication/cliente';
import { useRxQuery } from '../../app/useRxQuery';
import { useVigia } from '../../app/VigiaProvider';
import { leerEmpresa } from '../../lib/pdf/empresa';
import type { OpcionSeleccion } from '../../ui/formulario/campos';
import { diasDelMes, informeMensual, type InformeMensual } from './informe';
import { nombreEmpleado, rangoConsulta, type Fichaje } from './presencia';
import { TEXTOS_PRESENCIA as T } from './presencia.labels';

/** Todos los fichajes de una persona (null: ninguna), por hora. */
export const useFichajesEmpleado = (idempleado: string | null): readonly Fichaje[] | undefined => {
  const { db } = useVigia();
  const { resultado } = useRxQuery(
    () => (idempleado ? db.presencia.find({ selector: { idempleado: { $eq: idempleado } }, sort: [{ hora: 'asc' }] }) : null),
    [db, idempleado],
  );
  return idempleado ? resultado : [];
};

/** Los fichajes con la hora en [desde, hasta), de una persona o de todas. */
export const useFichajesEntre = (desde: string, hasta: string, idempleado: string | null = null): readonly Fichaje[] | undefined => {
  const { db } = useVigia();
  return useRxQuery(() => {
    const selector: MangoQuerySelector<Fichaje> = { hora: { $gte: desde, $lt: hasta } };
    if (idempleado) selector.idempleado = { $eq: idempleado };
    return db.presencia.find({ selector, sort: [{ hora: 'asc' }] });
  }, [db, desde, hasta, idempleado]).resultado;
};

/** Los fichajes que corrigen a uno (por el índice de su empleado). */
export const useCorreccionesDe = (f: Pick<Fichaje, 'idpresencia' | 'idempleado'>): readonly Fichaje[] | undefined => {
  const { db } = useVigia();
  const { idpresencia, idempleado } = f;
  return useRxQuery(
    () => db.presencia.find({ selector: { idempleado: { $eq: idempleado }, idpresencia_corrige: { $eq: idpresencia } }, sort: [{ hora: 'asc' }] }),
    [db, idpresencia, idempleado],
  ).resultado;
};

/** Los empleados activos como opciones (id → 'Nombre Apellidos'), por nombre. */
export const useOpcionesEmpleados = (): readonly OpcionSeleccion[] | undefined => {
  const { db } = useVigia();
  const { resultado } = useRxQuery(() => db.empleado.find({ selector: { estado: { $gt: 0 } } }), [db]);
  return useMemo(
    () => resultado?.map((e) => ({ valor: e.idempleado, etiqueta: nombreEmpleado(e) })).sort((a, b) => a.etiqueta.localeCompare(b.etiqueta, 'es')),
    [resultado],
  );
};

/** Los datos del informe mensual de una persona, del dispositivo (funciona sin conexión). */
export const leerInforme = async (db: VigiaDatabase, idempleado: string, mes: string, ahora: Date): Promise<InformeMensual> => {
  const empleado = await db.empleado.findOne(idempleado).exec();
  if (!empleado) throw new Error(T.empleadoNoEsta);
  const dias = diasDelMes(mes);
  const { desde, hasta } = rangoConsulta(dias[0] ?? `${mes}-01`, dias.at(-1) ?? `${mes}-28`);
  const [delegacion, empresa, delMes] = await Promise.all([
    db.delegacion.findOne(empleado.iddelegacion).exec(),
    leerEmpresa(db),
    db.presencia.find({ selector: { idempleado: { $eq: idempleado }, hora: { $gte: desde, $lt: hasta } }, sort: [{ hora: 'asc' }] }).exec(),
  ]);
  // Lo que corrigen las correcciones del mes, aunque sea de otro mes (para decir a qué corrigen).
  const faltan = [...new Set(delMes.map((f) => f.idpresencia_corrige).filter((x): x is string => typeof x === 'string' && x !== ''))].filter(
    (id) => !delMes.some((f) => f.idpresencia === id),
  );
  const corregidos: readonly Fichaje[] = faltan.length === 0 ? [] : [...(await db.presencia.findByIds(faltan).exec()).values()];
  const fichajes: Fichaje[] = [...delMes, ...corregidos];
  return informeMensual({
    empresa,
    persona: { idempleado, nombre: nombreEmpleado(empleado), nif: empleado.nif ?? null, delegacion: delegacion?.nombre ?? null },
    mes,
    fichajes,
    ahora: ahora.toISOString(),
  });
};
