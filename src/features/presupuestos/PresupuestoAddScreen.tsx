/**
 * Alta de un presupuesto (/presupuestos/add) y desde una plantilla (/presupuestos/add-plantilla): el
 * formulario declarado con el titular ya elegido si llega por la ruta (?idcliente, ?idcliente_potencial).
 * Desde plantilla, el dispositivo copia sus subsistemas y líneas (y sus condiciones si no se escriben
 * otras) y enseña cuántas líneas y qué total tendrá. Sin conexión también: sube después.
 */
import { Link, useNavigate } from '@tanstack/react-router';
import { useMemo, useState } from 'react';
import { totalesPresupuesto } from '../../../replication/presupuestos';
import { useRxQuery } from '../../app/useRxQuery';
import { useVigia } from '../../app/VigiaProvider';
import { formatearMoneda } from '../../lib/formato';
import { FormularioDeclarado } from '../../ui/formulario/FormularioDeclarado';
import { hoyLocal } from '../ordenes/asignar-parte';
import type { Titular } from '../operaciones/operaciones';
import { useTitular } from '../operaciones/titulares';
import { formularioAltaPresupuesto, type PlantillaElegida, type ValoresAltaPresupuesto } from './presupuesto-formulario';
import { TEXTOS_PRESUPUESTOS as T } from './presupuestos.labels';

interface PropsAlta {
  idcliente?: string;
  idcliente_potencial?: string;
}

export function NuevoPresupuestoScreen(p: PropsAlta) {
  return <AltaPresupuesto {...p} conPlantilla={false} />;
}

export function PresupuestoDesdePlantillaScreen(p: PropsAlta) {
  return <AltaPresupuesto {...p} conPlantilla />;
}

function AltaPresupuesto({ idcliente, idcliente_potencial, conPlantilla }: PropsAlta & { conPlantilla: boolean }) {
  const titular = useTitular({ idcliente, idcliente_potencial });
  const titulo = conPlantilla ? `${T.nuevo} · ${T.desdePlantilla.toLowerCase()}` : T.nuevo;
  return (
    <div className="pantalla">
      <h1>{titulo}</h1>
      {titular === undefined ? <p role="status">Cargando…</p> : <FormularioAlta titular={titular} conPlantilla={conPlantilla} />}
      <p>
        <Link to="/presupuestos/pendientes">{T.volverLista}</Link>
      </p>
    </div>
  );
}

function FormularioAlta({ titular, conPlantilla }: { titular: Titular | null; conPlantilla: boolean }) {
  const { motor, db } = useVigia();
  const navegar = useNavigate();
  const [idpresupuestocli] = useState(() => crypto.randomUUID());
  const [elegida, setElegida] = useState('');
  const declaracion = useMemo(
    () =>
      formularioAltaPresupuesto({
        motor,
        idpresupuestocli,
        conPlantilla,
        leerPlantilla: async (id): Promise<PlantillaElegida | null> => {
          const plantilla = await db.plantillapresupuesto.findOne(id).exec();
          if (!plantilla) return null;
          const lineas = await db.lplantillapresupuesto.find({ selector: { idplantilla_presupuesto: { $eq: id } } }).exec();
          return { plantilla: plantilla.toJSON(), lineas: lineas.map((l) => l.toJSON()) };
        },
      }),
    [motor, db, idpresupuestocli, conPlantilla],
  );
  const valores = useMemo<ValoresAltaPresupuesto>(
    () => ({ titular, idplantilla_presupuesto: '', titulo: '', fecha: hoyLocal(), fvalidez: null, condiciones: '' }),
    [titular],
  );
  return (
    <section className="tarjeta" aria-label={T.nuevo}>
      <FormularioDeclarado
        declaracion={declaracion}
        valores={valores}
        registro={null}
        modo="alta"
        alCambiar={(v) => setElegida(v.idplantilla_presupuesto)}
        pie={() => (conPlantilla ? <ResumenPlantilla idplantilla={elegida} /> : null)}
        despues={() => navegar({ to: '/presupuestos/$idpresupuestocli', params: { idpresupuestocli } })}
      />
    </section>
  );
}

/** Cuántas líneas y qué total trae la plantilla elegida (con el IVA de cada línea). */
function ResumenPlantilla({ idplantilla }: { idplantilla: string }) {
  const { db } = useVigia();
  const { resultado: plantilla } = useRxQuery(() => (idplantilla ? db.plantillapresupuesto.findOne(idplantilla) : null), [db, idplantilla]);
  const { resultado: lineas } = useRxQuery(
    () => (idplantilla ? db.lplantillapresupuesto.find({ selector: { idplantilla_presupuesto: { $eq: idplantilla }, estado: { $gt: 0 } } }) : null),
    [db, idplantilla],
  );
  if (!idplantilla || !plantilla || !lineas) return null;
  const t = totalesPresupuesto(lineas);
  return (
    <p aria-live="polite" data-testid="resumen-plantilla">
      {T.resumenPlantilla(lineas.length, plantilla.subsistemas.length, formatearMoneda(t.total))}
    </p>
  );
}
