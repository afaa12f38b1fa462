/**
 * Alta de un cliente potencial (/clientes-potenciales/add): el formulario declarado; el código, la
 * delegación, el comercial y la fecha de alta los pone el dispositivo. Al guardar avisa 'Cliente
 * potencial añadido' y abre su ficha.
 */
import { Link, useNavigate } from '@tanstack/react-router';
import { useId, useMemo, useState } from 'react';
import { useVigia } from '../../app/VigiaProvider';
import { FormularioDeclarado } from '../../ui/formulario/FormularioDeclarado';
import { hoyLocal } from '../ordenes/asignar-parte';
import { TITULO_NUEVO, VOLVER_LISTA } from './clientes-potenciales.labels';
import { formularioAltaPotencial, VALORES_ALTA } from './potencial-formulario';

export function ClientePotencialAltaScreen() {
  const { motor, sesion } = useVigia();
  const navegar = useNavigate();
  const idTitulo = useId();
  const [id] = useState(() => crypto.randomUUID());
  const { iddelegacion, idcomercial } = sesion.usuario;
  const declaracion = useMemo(
    () => formularioAltaPotencial(motor, () => ({ id, iddelegacion: iddelegacion ?? '', idcomercial, hoy: hoyLocal() })),
    [motor, id, iddelegacion, idcomercial],
  );
  return (
    <div className="pantalla">
      <h1 id={idTitulo}>{TITULO_NUEVO}</h1>
      <section className="tarjeta" aria-labelledby={idTitulo}>
        <FormularioDeclarado
          declaracion={declaracion}
          valores={VALORES_ALTA}
          registro={null}
          modo="alta"
          etiqueta={TITULO_NUEVO}
          despues={() => navegar({ to: '/clientes-potenciales/$idcliente_potencial', params: { idcliente_potencial: id } })}
          acciones={
            <Link to="/clientes-potenciales/" className="boton">
              {VOLVER_LISTA}
            </Link>
          }
        />
      </section>
    </div>
  );
}
